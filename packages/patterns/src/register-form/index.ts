export { RegisterForm } from './register-form';
export type { RegisterFormProps, RegisterValues } from './register-form';
