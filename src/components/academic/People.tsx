import { href } from '../../lib/href';
import { Block } from '../Block';
import type { Result } from '../../lib/result';
import { useSite } from '../../render/context';
import { deptMaps, deptName } from '../../upstream/api';
import type { Dept, Schoolfellow, Teacher } from '../../upstream/schemas';

/** Photo sizes when the CMS leaves them out: the img keeps its box, so nothing shifts. */
export const TEACHER_PHOTO = { width: 320, height: 400 };
export const ALUMNUS_PHOTO = { width: 320, height: 320 };

/** A person's department name in the page's language, from the dept map; nothing if unknown. */
export function DeptLabel({
  depts,
  deptId,
  className,
}: {
  depts: Promise<Result<Dept[]>>;
  deptId: number | undefined;
  className?: string;
}) {
  const { locale } = useSite();
  if (deptId === undefined) return null;
  return (
    <Block optional data={depts}>
      {(list) => {
        const dept = deptMaps(list).byId.get(deptId);
        return dept ? <span className={className}>{deptName(dept, locale)}</span> : null;
      }}
    </Block>
  );
}

interface PhotoProps {
  src: string | undefined;
  width: number | undefined;
  height: number | undefined;
  fallback: { width: number; height: number };
  lazy: boolean;
  className?: string;
  /** Whose photo: without one, their monogram stands in. */
  name: string;
}

/** CJK names: the family name (first character); others: the initials of the first two words. */
export function monogram(name: string): string {
  const trimmed = name.trim();
  const first = Array.from(trimmed)[0] ?? '';
  if (/\p{Script=Han}/u.test(first)) return first;
  const words = trimmed.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A stable colour (one of six, each with white text above 4.5:1) from the name. */
function tone(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % 6;
}

/**
 * Decorative next to the name it illustrates, so alt is empty. A person without a photo gets
 * a monogram in the photo's box (hidden from screen readers: the name is right beside it).
 */
export function Photo({ src, width, height, fallback, lazy, className, name }: PhotoProps) {
  if (!src) {
    return (
      <span className={`avatar avatar--${tone(name)} ${className ?? ''}`.trim()} aria-hidden="true">
        {monogram(name)}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width ?? fallback.width}
      height={height ?? fallback.height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}

export function TeacherCard({
  teacher,
  depts,
  lazy,
}: {
  teacher: Teacher;
  depts: Promise<Result<Dept[]>>;
  lazy: boolean;
}) {
  const { locale } = useSite();
  return (
    <article className="card person-card">
      <Photo
        name={teacher.name}
        src={teacher.photo}
        width={teacher.photoWidth}
        height={teacher.photoHeight}
        fallback={TEACHER_PHOTO}
        lazy={lazy}
        className="person-card__photo person-card__photo--portrait"
      />
      <div className="card__body">
        <h2 className="card__title">
          <a href={href('teacher-detail', { id: teacher.id }, locale)}>{teacher.name}</a>
        </h2>
        {teacher.title ? <p className="card__meta">{teacher.title}</p> : null}
        <DeptLabel depts={depts} deptId={teacher.deptId} className="card__meta" />
      </div>
    </article>
  );
}

export function AlumnusCard({
  alumnus,
  depts,
  lazy,
}: {
  alumnus: Schoolfellow;
  depts: Promise<Result<Dept[]>>;
  lazy: boolean;
}) {
  const { locale, t } = useSite();
  return (
    <article className="card person-card">
      <Photo
        name={alumnus.name}
        src={alumnus.photo}
        width={alumnus.photoWidth}
        height={alumnus.photoHeight}
        fallback={ALUMNUS_PHOTO}
        lazy={lazy}
        className="person-card__photo"
      />
      <div className="card__body">
        <h2 className="card__title">
          <a href={href('alumni-detail', { id: alumnus.id }, locale)}>{alumnus.name}</a>
        </h2>
        {alumnus.position ? <p className="card__meta">{alumnus.position}</p> : null}
        {alumnus.programme ? (
          <p className="card__meta">
            {alumnus.graduationYear
              ? t('alumni.classOf', { programme: alumnus.programme, year: alumnus.graduationYear })
              : alumnus.programme}
          </p>
        ) : null}
        <DeptLabel depts={depts} deptId={alumnus.deptId} className="card__meta" />
        {alumnus.quote ? <blockquote className="person-card__quote">{alumnus.quote}</blockquote> : null}
      </div>
    </article>
  );
}

/** A dt/dd pair naming the person's department; nothing while unknown or unavailable. */
export function DeptFact({
  depts,
  deptId,
  label,
}: {
  depts: Promise<Result<Dept[]>>;
  deptId: number | undefined;
  label: string;
}) {
  const { locale } = useSite();
  if (deptId === undefined) return null;
  return (
    <Block optional data={depts}>
      {(list) => {
        const dept = deptMaps(list).byId.get(deptId);
        return dept ? (
          <>
            <dt>{label}</dt>
            <dd>{deptName(dept, locale)}</dd>
          </>
        ) : null;
      }}
    </Block>
  );
}
