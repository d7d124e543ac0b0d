/** The worker that checkDraft (draftCheck.ts) runs its checks in. */
import { applyEdits } from '../content/yamlEdit';
import { api } from './api';
import type { DraftCheck, DraftCheckRequest } from './draftCheck';
import { withPaths } from './problemPaths';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function check({ file, loadedText, edits }: DraftCheckRequest): Promise<DraftCheck> {
  let text: string;
  try {
    text = applyEdits(loadedText, edits);
  } catch (error) {
    return { kind: 'unwritable', message: messageOf(error) };
  }
  try {
    const answer = await api.check(file, text);
    return { kind: 'report', report: { ...answer, problems: withPaths(answer.problems, file, text) } };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) };
  }
}

self.onmessage = async ({ data }: MessageEvent<DraftCheckRequest>) => {
  self.postMessage({ id: data.id, ...(await check(data)) });
};
