import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Space, Typography } from 'antd';
import { BellOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Navigate, useLocation } from 'react-router-dom';
import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { HELP_BASE_URL } from '@shared/domain/menu';
import { MSG } from '@shared/messages';
import { bridge } from '../../lib/bridge';
import { useSession } from '../../lib/session';
import { loginErrorMessage } from './loginErrorMessage';
import { NewPasswordForm } from './NewPasswordForm';

const PUSH_KEY = 'crm-push-permission';

/** Where to go after sign-in: back to the protected path that sent the user here, else '/'. */
function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/';
}

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const [state, setState] = useState<'idle' | 'loading' | 'newPassword'>('idle');
  const [error, setError] = useState<string>();
  const [pushAsked, setPushAsked] = useState(() => localStorage.getItem(PUSH_KEY) !== null);
  const [pushSupported, setPushSupported] = useState(false);
  const target = redirectTarget(location.search);

  useEffect(() => {
    void bridge['app:info'](undefined).then((info) => setPushSupported(info.platform === 'desktop' || 'Notification' in window));
  }, []);

  if (session.status === 'signedIn') return <Navigate to={target} replace />;

  // Once the session is signed in, the redirect above takes the user on: navigating here as well
  // would race it and could land back on '/'.
  const finish = async () => {
    await session.refresh({ recordLogin: true });
  };

  const onFinish = async (values: { email?: string; password?: string }) => {
    const email = (values.email ?? '').trim();
    const password = values.password ?? '';
    if (!email || !password) {
      setError(MSG.loginMissing);
      return;
    }
    setError(undefined);
    setState('loading');
    try {
      // A stale session would make Amplify refuse a new sign-in.
      await signOut().catch(() => undefined);
      const result = await signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        setState('newPassword');
        return;
      }
      await finish();
    } catch (e) {
      setError(loginErrorMessage(e));
      setState('idle');
    }
  };

  const onNewPassword = async (newPassword: string) => {
    setError(undefined);
    try {
      const result = await confirmSignIn({ challengeResponse: newPassword });
      if (result.isSignedIn) await finish();
    } catch (e) {
      setError(e instanceof Error && e.name === 'InvalidPasswordException' ? 'La contraseña no cumple la política: 8 caracteres, mayúscula, minúscula y número' : loginErrorMessage(e));
    }
  };

  const askPush = async () => {
    const answer = await bridge['notify:permission'](undefined);
    localStorage.setItem(PUSH_KEY, answer);
    setPushAsked(true);
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #001529 0%, #0b3d6e 100%)' }}>
      <Card style={{ width: 400, maxWidth: '92vw' }}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <div style={{ textAlign: 'center' }}>
            <Typography.Title level={3} style={{ marginBottom: 0 }}>
              CRM Ventas
            </Typography.Title>
            <Typography.Text type="secondary">Red de agencias</Typography.Text>
          </div>
          {state === 'newPassword' ? (
            <NewPasswordForm onSubmit={onNewPassword} />
          ) : (
            <Form layout="vertical" onFinish={onFinish} requiredMark={false} noValidate>
              <Form.Item label="Correo electrónico" name="email">
                <Input type="email" autoComplete="username" placeholder="usuario@agencia.mx" />
              </Form.Item>
              <Form.Item label="Contraseña" name="password">
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" loading={state === 'loading'} block>
                  Iniciar Sesión
                </Button>
                <Button
                  aria-label="Ayuda"
                  icon={<InfoCircleOutlined />}
                  onClick={() => void bridge['external:open']({ url: `${HELP_BASE_URL}/inicio-de-sesion` })}
                />
              </Flex>
            </Form>
          )}
          {error && <Alert type="error" title={error} showIcon role="alert" />}
          {pushSupported && !pushAsked && (
            <Button icon={<BellOutlined />} onClick={() => void askPush()} block>
              Activar notificaciones
            </Button>
          )}
        </Space>
      </Card>
    </Flex>
  );
}
