import { PROJECT_CATEGORIES, type ProjectCategory, type ProjectDoc } from '@portfolio/model/collections';
import { date, optionalStr, str, strList, type WriteCodec } from '@/data/codec';
import { lifecycleDoc, lifecycleOf } from '@/data/content-status';

export interface Project extends ProjectDoc<Date | null> {
  id: string;
}

export type ProjectInput = Omit<Project, 'id' | 'created_at'>;

/** What a project card shows and links to. */
export const PROJECT_CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'description',
  'image_url',
  'tags',
  'category',
  'code_url',
  'live_url',
] as const;
export type ProjectCardFields = Pick<Project, (typeof PROJECT_CARD_FIELDS)[number]>;

function category(value: unknown): ProjectCategory {
  return (PROJECT_CATEGORIES as readonly unknown[]).includes(value) ? (value as ProjectCategory) : 'data';
}

export const projectCodec: WriteCodec<Project, ProjectInput> = {
  fromFirestore: (id, d) => ({
    id,
    title: str(d.title),
    description: str(d.description),
    image_url: str(d.image_url),
    tags: strList(d.tags),
    featured: d.featured === true,
    category: category(d.category),
    code_url: str(d.code_url),
    live_url: str(d.live_url),
    created_at: date(d.created_at),
    case_study: str(d.case_study),
    slug: optionalStr(d.slug),
    old_slugs: strList(d.old_slugs),
    ...lifecycleOf(d),
  }),
  toDoc: (input): ProjectInput => ({
    title: input.title.trim(),
    description: input.description.trim(),
    image_url: input.image_url.trim(),
    tags: input.tags,
    live_url: input.live_url.trim(),
    code_url: input.code_url.trim(),
    category: input.category,
    featured: input.featured,
    case_study: (input.case_study ?? '').trim(),
    ...(input.slug ? { slug: input.slug, old_slugs: input.old_slugs ?? [] } : {}),
    ...lifecycleDoc(input),
  }),
};
