export {
  CertificateVerification,
  defaultCertificateVerificationTexts,
} from './certificate-verification';
export type {
  CertificateVerificationProps,
  CertificateVerificationTexts,
  VerifiedCertificate,
} from './certificate-verification';
