export { createFileStorage } from './create-storage.ts';
export { FileDeletions, recordFileDeletions } from './deletions.ts';
export { reencodeImage } from './reencode.ts';
export { type FileStorage, sniffImageType } from './storage.ts';
