/** The `attachments` namespace: files on requests and in request threads, for the client and the admin. */
export const en = {
  attach: 'Attach files',
  chooseLabel: 'Choose files to attach',
  rules:
    'PDF, Word, Excel, text, Markdown, CSV or an image (PNG, JPEG, WebP), up to 25 MB each, at most {{max}} files.',
  chosen: 'Files to send',
  remove: 'Remove {{name}}',
  listLabel: 'Attached files',
  loadFailed: 'The attached files could not be loaded.',
  download: 'Download {{name}}',
  downloadFailed: '{{name}} could not be downloaded. Please try again.',
  tooLarge: '{{name}} is larger than 25 MB. Please choose a smaller file.',
  wrongType: '{{name}} is not a PDF, Word, Excel, text, Markdown, CSV or image file.',
  tooMany: 'You can attach at most {{max}} files at a time.',
  uploadFailed: '{{name}} could not be uploaded. Please try again.',
  notAttachedTitle: 'Some files were not attached',
  notAttachedBody:
    'Your request was sent, but {{names}} could not be attached. You can send them in the request’s conversation under Messages.',
};
