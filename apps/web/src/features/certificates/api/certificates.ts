// The business certificate's calls: the list (zero or one), the multipart upload (file and
// password) and the delete. The password goes in the form body only; nothing keeps it afterwards.
import {
  CERTIFICATES_AREA,
  CERTIFICATE_FILE_FIELD,
  CERTIFICATE_PASSWORD_FIELD,
  certificateEndpoints as ep,
} from '@portal/contracts';
import { useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';

export function useCertificates() {
  return useBusinessQuery(ep.list, {});
}

export function useUploadCertificate() {
  return useBusinessMutation(
    ep.upload,
    ({ file, password }: { file: File; password: string }) => {
      const form = new FormData();
      form.append(CERTIFICATE_PASSWORD_FIELD, password);
      form.append(CERTIFICATE_FILE_FIELD, file, file.name);
      return { body: form };
    },
    { invalidates: [CERTIFICATES_AREA] },
  );
}

export function useRemoveCertificate() {
  return useBusinessMutation(ep.remove, (id: number) => ({ params: { id } }), {
    invalidates: [CERTIFICATES_AREA],
  });
}
