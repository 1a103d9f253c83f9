/** The upload kit (spec §4, §5, §7, §8, §9). */
export { ImageUpload, isPicture, type ImageUploadProps } from './ImageUpload';
export { ImageCropper, type ImageCropperProps } from './ImageCropper';
export { VideoUpload, probeVideo, type VideoUploadProps } from './VideoUpload';
export { uploadImage, uploadFile, checkVideo, imageSign, fileSign, failureMessage, fileUrl, storagePath } from './uploadApi';
export { resizedUrl } from './urls';
