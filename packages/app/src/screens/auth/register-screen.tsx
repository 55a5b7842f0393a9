import * as appAuthMessages from '@lp/locales/en/app-auth';
import { publicPaths } from '../../routes/public-paths';
import { RegisterForm } from '@lp/patterns';
import { useState } from 'react';
import { useActionData, useNavigate } from 'react-router-dom';
import { authMessages } from '../../data/account-api';
import { flowMessage } from '../../data/auth';
import { useAuthApi } from '../../data/use-auth-api';
import type { FormFailure } from './auth.actions';
import { useBrandIdentity } from './use-brand-identity';
import { useAuthText } from './use-auth-text';

/** /auth/register: success goes to the confirm-email screen with the address. */
export default function RegisterScreen() {
  const authText = useAuthText(appAuthMessages);
  const brand = useBrandIdentity();
  const auth = useAuthApi();
  const navigate = useNavigate();
  // A form sent before the script ran comes back with its message and values (auth.actions.ts).
  const sent = useActionData<FormFailure | undefined>();
  const [error, setError] = useState<string | undefined>(sent?.error);
  return (
    <RegisterForm
      {...brand}
      loginHref={publicPaths.login()}
      error={authText(error)}
      defaultValues={{
        firstName: sent?.values.firstName ?? '',
        lastName: sent?.values.lastName ?? '',
        email: sent?.values.email ?? '',
        password: '',
      }}
      onSubmit={async (values) => {
        setError(undefined);
        try {
          await auth.register(values);
          navigate(publicPaths.confirmEmail(), { state: { email: values.email.trim() } });
        } catch (failure) {
          setError(flowMessage(failure, authMessages.registerFailed));
        }
      }}
    />
  );
}
