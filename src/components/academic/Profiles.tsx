import { href } from '../../lib/href';
import type { Result } from '../../lib/result';
import { useSite } from '../../render/context';
import type { Dept, SchoolfellowDetail, TeacherDetail } from '../../upstream/schemas';
import { MailTo } from '../MailTo';
import { PageTitle } from '../PageTitle';
import { RichText, type SafeHtml } from '../RichText';
import { ALUMNUS_PHOTO, DeptFact, Photo, TEACHER_PHOTO } from './People';

interface TeacherProfileProps {
  teacher: TeacherDetail;
  /** The biography, sanitised by the loader. */
  biography: SafeHtml;
  depts: Promise<Result<Dept[]>>;
}

/** /teacher/detail: photo, post, department, contact, research areas, education, biography. */
export function TeacherProfile({ teacher, biography, depts }: TeacherProfileProps) {
  const { locale, t } = useSite();
  return (
    <article className="profile">
      <Photo
        name={teacher.name}
        src={teacher.photo}
        width={teacher.photoWidth}
        height={teacher.photoHeight}
        fallback={TEACHER_PHOTO}
        lazy={false}
        className="profile__photo"
      />
      <div className="profile__main">
        <PageTitle title={teacher.name} kicker={teacher.title || undefined} />
        <dl className="profile__facts">
          <DeptFact depts={depts} deptId={teacher.deptId} label={t('teacher.department')} />
          {teacher.email ? (
            <>
              <dt>{t('teacher.email')}</dt>
              <dd>
                <MailTo address={teacher.email} />
              </dd>
            </>
          ) : null}
        </dl>
        {teacher.researchAreas.length ? (
          <section className="section" aria-labelledby="teacher-research">
            <h2 id="teacher-research">{t('teacher.researchAreas')}</h2>
            <ul>
              {teacher.researchAreas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {teacher.education.length ? (
          <section className="section" aria-labelledby="teacher-education">
            <h2 id="teacher-education">{t('teacher.education')}</h2>
            <ul>
              {teacher.education.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {biography.trim() ? (
          <section className="section" aria-labelledby="teacher-biography">
            <h2 id="teacher-biography">{t('teacher.biography')}</h2>
            <RichText html={biography} />
          </section>
        ) : null}
        <p>
          <a href={href('teacher', {}, locale)}>{t('teacher.back')}</a>
        </p>
      </div>
    </article>
  );
}

interface AlumnusProfileProps {
  alumnus: SchoolfellowDetail;
  /** The story, sanitised by the loader. */
  story: SafeHtml;
  depts: Promise<Result<Dept[]>>;
}

/** /alumni/detail: photo, position, programme, year, department and story. */
export function AlumnusProfile({ alumnus, story, depts }: AlumnusProfileProps) {
  const { locale, t } = useSite();
  return (
    <article className="profile">
      <Photo
        name={alumnus.name}
        src={alumnus.photo}
        width={alumnus.photoWidth}
        height={alumnus.photoHeight}
        fallback={ALUMNUS_PHOTO}
        lazy={false}
        className="profile__photo"
      />
      <div className="profile__main">
        <PageTitle title={alumnus.name} kicker={alumnus.position || undefined} />
        <dl className="profile__facts">
          {alumnus.programme ? (
            <>
              <dt>{t('alumni.programme')}</dt>
              <dd>{alumnus.programme}</dd>
            </>
          ) : null}
          {alumnus.graduationYear ? (
            <>
              <dt>{t('alumni.graduationYear')}</dt>
              <dd>{alumnus.graduationYear}</dd>
            </>
          ) : null}
          {alumnus.userType === 1 || alumnus.userType === 2 ? (
            <>
              <dt>{t('alumni.filterType')}</dt>
              <dd>{t(`alumni.userType.${alumnus.userType}`)}</dd>
            </>
          ) : null}
          <DeptFact depts={depts} deptId={alumnus.deptId} label={t('alumni.department')} />
        </dl>
        {story.trim() ? <RichText html={story} /> : alumnus.quote ? <blockquote>{alumnus.quote}</blockquote> : null}
        <p>
          <a href={href('alumni', {}, locale)}>{t('alumni.back')}</a>
        </p>
      </div>
    </article>
  );
}
