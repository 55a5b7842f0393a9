import { expect, type APIRequestContext } from '@playwright/test';

/** The newest link of a kind e-mailed to an address, from the development outbox. */
export async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        const { data } = (await response.json()) as {
          data: Array<{ kind: string; link: string | null }>;
        };
        link = data.find((mail) => mail.kind === kind && mail.link)?.link ?? undefined;
        return link;
      },
      { message: `a ${kind} e-mail to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** An address no other test uses. */
export function uniqueEmail(label: string, project: string) {
  return `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.edu`;
}
