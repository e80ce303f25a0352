import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Space, theme } from 'antd';
import { BellOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { HELP_BASE_URL } from '@shared/domain/menu';
import { MSG } from '@shared/messages';
import { bridge } from '../../lib/bridge';
import { loadLoginAuth } from './loadLoginAuth';
import { loginErrorMessage } from './loginErrorMessage';

const PUSH_KEY = 'crm-push-permission';
/** Only a user created by an admin, at their first sign-in, sees it. */
const NewPasswordForm = lazy(async () => ({ default: (await import('./NewPasswordForm')).NewPasswordForm }));

const panelStyle = (token: ReturnType<typeof theme.useToken>['token']) => ({
  width: 400,
  maxWidth: '92vw',
  padding: token.paddingLG,
  background: token.colorBgContainer,
  borderRadius: token.borderRadiusLG,
  boxShadow: token.boxShadowTertiary,
  fontSize: token.fontSize,
  color: token.colorText,
});

/** Where to go after sign-in: back to the protected path that sent the user here, else '/'. */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : '/';
}

export interface LoginPageProps {
  /** Called once Amplify holds the new session: load the user and go on. */
  onSignedIn(): Promise<void>;
}

/**
 * The sign-in form. It needs neither the router nor the session, so the light sign-in entry
 * (src/login/loginEntry.tsx) shows it without loading the signed-in app; Amplify loads after it.
 */
export function LoginPage({ onSignedIn }: LoginPageProps) {
  const { token } = theme.useToken();
  const [state, setState] = useState<'idle' | 'loading' | 'newPassword'>('idle');
  const [error, setError] = useState<string>();
  const [pushAsked, setPushAsked] = useState(() => localStorage.getItem(PUSH_KEY) !== null);
  const [pushSupported, setPushSupported] = useState(false);

  useEffect(() => {
    void bridge['app:info'](undefined).then((info) => setPushSupported(info.platform === 'desktop' || 'Notification' in window));
    // Amplify starts loading as soon as the form is there, while the user types.
    void loadLoginAuth().catch(() => undefined);
  }, []);

  const finish = onSignedIn;

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
      const { signIn, signOut } = await loadLoginAuth();
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
      const { confirmSignIn } = await loadLoginAuth();
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
      {/* A plain panel, not antd's Card: Card brings Tabs, Dropdown and Menu to the light sign-in entry. */}
      <div style={panelStyle(token)}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <div style={{ textAlign: 'center' }}>
            <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading }}>CRM Ventas</h1>
            <span style={{ color: token.colorTextSecondary }}>Red de agencias</span>
          </div>
          {state === 'newPassword' ? (
            <Suspense fallback={null}>
              <NewPasswordForm onSubmit={onNewPassword} />
            </Suspense>
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
      </div>
    </Flex>
  );
}
