export {
  CertificateVerification,
  defaultCertificateVerificationTexts,
  useCertificateVerificationTexts,
} from './certificate-verification';
export type {
  CertificateVerificationProps,
  CertificateVerificationTexts,
  VerifiedCertificate,
} from './certificate-verification';
