import { z } from 'zod';
import { roles } from './role-names';

export { roles, type Role } from './role-names';
export const roleSchema = z.enum(roles);
