export { LoginForm } from './login-form';
export type { LoginFormProps, LoginValues } from './login-form';
