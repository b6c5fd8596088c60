import { expect, type Page } from '@playwright/test';

/** A real 1×1 PNG (what a member attaches). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A Windows program's first bytes, to be sent under an image's name. */
export const EXE_AS_JPEG = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(380),
]);

/** The contact form, its confirm page and the inquiry history screens. */
export class ContactPage {
  constructor(readonly page: Page) {}

  /** A text field by its exact visible label. */
  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Fills fields by exact label. */
  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Opens the form and waits until it can be typed into. */
  async open(path = '/contact/') {
    await this.page.goto(path);
    // The first visit of a busy test server can take a while to fetch the island's modules.
    await expect(this.field('件名')).toBeEditable({ timeout: 30_000 });
  }

  /** Attaches files through the file chooser. */
  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.page.getByLabel('添付ファイル').setInputFiles(files);
  }

  async toConfirm() {
    await this.page.getByRole('button', { name: '確認画面へ進む' }).click();
  }

  /** The confirm page's value for a label. */
  confirmed(label: string) {
    return this.page
      .locator('.confirm-list__row', { has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }
}
