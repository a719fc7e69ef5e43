import type { CertificationDoc } from '@portfolio/model/collections';
import { date, num, str, type WriteCodec } from '@/data/codec';

export interface Certification extends CertificationDoc<Date | null> {
  id: string;
}

export type CertificationInput = Pick<Certification, 'title' | 'issuer' | 'order_index'>;

export const certificationCodec: WriteCodec<Certification, CertificationInput> = {
  fromFirestore: (id, d) => ({
    id,
    title: str(d.title),
    issuer: str(d.issuer),
    order_index: num(d.order_index),
    created_at: date(d.created_at),
  }),
  toDoc: (input): CertificationInput => ({
    title: input.title.trim(),
    issuer: input.issuer.trim(),
    order_index: input.order_index,
  }),
};
