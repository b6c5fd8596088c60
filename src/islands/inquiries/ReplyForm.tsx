import { type FormEvent, useState } from 'react';
import { INQUIRY_MESSAGES as M } from '../../../contract/inquiries/inquiries.messages';
import type { UploadFile } from '../../../contract/inquiries/inquiries.schema';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { sendReply, uploadAttachment } from '../../lib/inquiries/inquiries.store';
import Button from '../shared/Button';
import { useBusy } from '../shared/useBusy';
import AttachmentPicker from './AttachmentPicker';
import { TextAreaField } from './FormControls';

/** The member's answer in an open thread, with up to three files; the text stays on an error. */
export default function ReplyForm({ inquiryId }: { inquiryId: number }) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, whileBusy] = useBusy();

  async function add(chosen: File[]) {
    const messages: string[] = [];
    setUploading(chosen.length);
    for (const file of chosen) {
      const result = await uploadAttachment(file);
      if (result.ok) setFiles((list) => [...list, result.value].slice(0, 3));
      else
        messages.push(
          `${file.name}${PUNCTUATION.colon}${result.errors.file?.[0] ?? result.message}`,
        );
      setUploading((n) => n - 1);
    }
    setErrors((e) => ({ ...e, file_ids: messages }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await whileBusy(() => sendReply(inquiryId, body, files));
    if (result.ok) {
      setBody('');
      setFiles([]);
      setErrors({});
      setNotice(M.replied);
    } else {
      setErrors(Object.keys(result.errors).length ? result.errors : { body: [result.message] });
      setNotice(null);
    }
  }

  return (
    <form
      className="account-form reply-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="reply-title"
    >
      <h2 id="reply-title" className="section-title">
        {M.replyTitle}
      </h2>
      {notice && (
        <p className="message message--success" role="status">
          {notice}
        </p>
      )}
      <TextAreaField
        name="reply_body"
        label={M.replyLabel}
        required
        value={body}
        errors={errors.body}
        onChange={setBody}
        rows={5}
      />
      <AttachmentPicker
        name="reply_files"
        files={files}
        uploading={uploading}
        errors={Object.entries(errors)
          .filter(([k]) => k.startsWith('file_ids'))
          .flatMap(([, l]) => l)}
        onAdd={(chosen) => void add(chosen)}
        onRemove={(id) => setFiles((list) => list.filter((f) => f.id !== id))}
      />
      <Button type="submit" className="btn btn--accent" disabled={busy || uploading > 0}>
        {M.reply}
      </Button>
    </form>
  );
}
