import { paths } from '../../routes/paths';
import { RegisterForm } from '@lp/patterns';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessages, flowMessage } from '../../data/auth';
import { useAuthApi } from '../../data/use-auth-api';
import { useBrandIdentity } from './use-brand-identity';

/** /auth/register: success goes to the confirm-email screen with the address. */
export default function RegisterScreen() {
  const brand = useBrandIdentity();
  const auth = useAuthApi();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  return (
    <RegisterForm
      {...brand}
      loginHref={paths.login()}
      error={error}
      onSubmit={async (values) => {
        setError(undefined);
        try {
          await auth.register(values);
          navigate(paths.confirmEmail(), { state: { email: values.email.trim() } });
        } catch (failure) {
          setError(flowMessage(failure, authMessages.registerFailed));
        }
      }}
    />
  );
}
