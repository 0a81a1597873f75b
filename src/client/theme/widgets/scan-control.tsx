import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { formatKb } from '../rules.js';
import { FILES_TO_UPLOAD } from './file-upload.js';

export interface ScanControlProps {
  id: string;
  onUpload: (files: File[]) => void;
}

function captureFrame(video: HTMLVideoElement, index: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], `scan-${index}.jpg`, { type: 'image/jpeg' })) : reject(new Error('Empty capture'))),
      'image/jpeg',
      0.92,
    ),
  );
}

/** Webcam capture of both sides of a card: at most two captures; the camera closes on the second. */
export function ScanControl({ id, onUpload }: ScanControlProps) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [captures, setCaptures] = useState<File[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (videoRef.current && stream) videoRef.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const open = async () => {
    setFailed(false);
    setCaptures([]);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: true, audio: false }));
    } catch (error) {
      console.error('Camera could not be opened', error);
      setFailed(true);
    }
  };

  const capture = async () => {
    const video = videoRef.current;
    if (!video || captures.length >= FILES_TO_UPLOAD) return;
    const next = [...captures, await captureFrame(video, captures.length + 1)];
    setCaptures(next);
    if (next.length === FILES_TO_UPLOAD) setStream(null);
  };

  return (
    <div className="scan" id={id}>
      {stream ? (
        <div className="scan__camera">
          <video ref={videoRef} className="scan__video" autoPlay playsInline muted aria-label={t('ui.scan.preview')} />
          <button type="button" className="button" onClick={() => void capture()}>
            {t('ui.scan.capture', { number: captures.length + 1, total: FILES_TO_UPLOAD })}
          </button>
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => void open()}>
          {captures.length ? t('ui.scan.again') : t('ui.scan.open')}
        </button>
      )}
      {failed ? (
        <p className="field__error" role="alert">
          {t('ui.scan.unavailable')}
        </p>
      ) : null}
      {captures.length ? (
        <ul className="file-upload__list" aria-label={t('ui.scan.captured')}>
          {captures.map((file, index) => (
            <li key={file.name}>
              {t('ui.scan.item', { number: index + 1 })}{' '}
              <span dir="ltr">({t('ui.upload.sizeKb', { size: formatKb(file.size) })})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {captures.length === FILES_TO_UPLOAD ? (
        <button type="button" className="button" onClick={() => onUpload(captures)}>
          {t('ui.upload.button')}
        </button>
      ) : null}
    </div>
  );
}
