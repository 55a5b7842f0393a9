import { AchievementsPage } from '@lp/patterns';
import { useAppServices } from '../../app-context';
import { certificateListResource, certificatePaths } from '../../data/certificates';
import { loadStatus } from '../../data/page-status';
import { paths } from '../../routes/paths';

/** /certificates ('Achievements'): the learner's certificates, their PDFs, and the next one. */
export default function AchievementsScreen() {
  const { config } = useAppServices();
  const read = certificateListResource.useData(certificatePaths.list);
  const list = read.data;
  return (
    <AchievementsPage
      status={loadStatus(read)}
      certificates={list?.certificates.map((certificate) => ({
        ...certificate,
        pdfHref: `${config.apiBaseUrl}${certificatePaths.pdf(certificate.id)}`,
      }))}
      next={
        list?.next && {
          courseTitle: list.next.courseTitle,
          progress: list.next.progress,
          href: paths.course(list.next.courseId),
        }
      }
      onRetry={() => void read.mutate()}
    />
  );
}
