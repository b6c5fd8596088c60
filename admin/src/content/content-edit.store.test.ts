import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchChannels: vi.fn(),
  fetchContentList: vi.fn(),
  fetchContent: vi.fn(),
  fetchContentVersions: vi.fn(),
}));
vi.mock('./content.api', () => api);

const { $contentEdit, openContent, setContentField } = await import('./content-edit.store');

const message = (body: string) => ({
  id: 7,
  version: 1,
  sort: 0,
  state: 'live',
  code: 'reminder',
  body,
  is_show: true,
  channel_id: null,
  publish_from: null,
  publish_to: null,
});

/** A promise and the hand that settles it, so a test decides which answer comes first. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

beforeEach(() => {
  api.fetchContent.mockReset();
  api.fetchChannels.mockResolvedValue({ data: { data: [] } });
  api.fetchContentVersions.mockResolvedValue({ data: { data: [] } });
});

describe('opening a record twice (the screen remounted while loading)', () => {
  it('keeps what was typed after the newer open; the older answer arriving late is dropped', async () => {
    const first = later<{ data: ReturnType<typeof message> }>();
    api.fetchContent.mockReturnValueOnce(first.promise);
    api.fetchContent.mockResolvedValueOnce({ data: message('保存済みの本文') });
    const older = openContent('info-messages', 7);
    // The first open is waiting for its record when the second begins.
    await vi.waitFor(() => expect(api.fetchContent).toHaveBeenCalledTimes(1));
    await openContent('info-messages', 7);
    expect($contentEdit.get().status).toBe('ready');
    setContentField('body', '入力した本文');
    first.settle({ data: message('保存済みの本文') });
    await older;
    expect($contentEdit.get().form.body).toBe('入力した本文');
  });

  it('shows the record opened last when an earlier one answers after it', async () => {
    const first = later<{ data: ReturnType<typeof message> }>();
    api.fetchContent.mockReturnValueOnce(first.promise);
    api.fetchContent.mockResolvedValueOnce({ data: { ...message('二件目'), id: 8 } });
    const older = openContent('info-messages', 7);
    await vi.waitFor(() => expect(api.fetchContent).toHaveBeenCalledTimes(1));
    await openContent('info-messages', 8);
    first.settle({ data: message('一件目') });
    await older;
    expect($contentEdit.get().record?.id).toBe(8);
    expect($contentEdit.get().form.body).toBe('二件目');
  });
});
