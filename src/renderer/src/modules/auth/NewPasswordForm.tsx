import { Button, Form, Input, Typography } from 'antd';

export interface NewPasswordFormProps {
  onSubmit(password: string): Promise<void>;
}

/** First sign-in of a user created by an admin: choose a new password, twice. */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  return (
    <Form layout="vertical" onFinish={(v: { password: string }) => onSubmit(v.password)}>
      <Typography.Paragraph>Es tu primer inicio de sesión: elige una contraseña nueva.</Typography.Paragraph>
      <Form.Item
        label="Nueva contraseña"
        name="password"
        rules={[
          { required: true, message: 'Ingresa la nueva contraseña' },
          { pattern: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/, message: 'Mínimo 8 caracteres con mayúscula, minúscula y número' },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirmar contraseña"
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Confirma la nueva contraseña' },
          ({ getFieldValue }) => ({
            validator: (_, value) => (value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('Las contraseñas no coinciden'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        Guardar contraseña
      </Button>
    </Form>
  );
}
