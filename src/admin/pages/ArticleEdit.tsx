// One article (issue 16, item 6): a new one (/obsah/clanky/novy) or an existing one; the body in the
// rich-text editor (Tiptap, loaded with this route's chunk only). The server sanitises the body
// on save and validates the slug (unique within its kind) with Czech messages.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAdminArticleQuery, useDeleteArticleMutation, useSaveArticleMutation, type AdminArticleFieldsFragment } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Input, Select, Textarea } from '../../client/ui/Field';
import { RequireRole } from '../session';
import { RichTextEditor } from '../RichTextEditor';
import { ARTICLE_KIND_LABELS } from '../articleTexts';

type Draft = { type: string; alias: string; title: string; category: string; teaserText: string; teaserImage: string; body: string; position: string };
const SAVED = 'Článek je uložen a e-shop ho ukazuje.';
const EMPTY: Draft = { type: 'blog', alias: '', title: '', category: '', teaserText: '', teaserImage: '', body: '', position: '0' };

const draftOf = (a: AdminArticleFieldsFragment): Draft => ({
  type: a.type,
  alias: a.alias,
  title: a.title,
  category: a.category ?? '',
  teaserText: a.teaserText,
  teaserImage: a.teaserImage ?? '',
  body: a.body,
  position: String(a.position),
});

function ArticleForm({ article }: { article: AdminArticleFieldsFragment | null }) {
  const navigate = useNavigate();
  const [save, saving] = useSaveArticleMutation();
  const [remove] = useDeleteArticleMutation();
  const [draft, setDraft] = useState<Draft>(article ? draftOf(article) : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A new article's page is replaced by its own address after the first save: the notice goes along.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(justCreated ? { tone: 'success', text: SAVED } : null);
  const [url, setUrl] = useState(article?.url ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const input = { ...draft, category: draft.category || null, teaserImage: draft.teaserImage || null, position: Number.parseInt(draft.position, 10) || 0 };
    const { data } = await save({ variables: { id: article?.id ?? null, input } });
    const outcome = data?.saveArticle;
    if (outcome?.ok && outcome.article) {
      setErrors({});
      setDraft(draftOf(outcome.article));
      setUrl(outcome.article.url);
      setNotice({ tone: 'success', text: SAVED });
      if (!article) navigate(`/obsah/clanky/${outcome.article.id}`, { replace: true, state: { created: true } });
    } else {
      setErrors(Object.fromEntries((outcome?.errors ?? []).map((e) => [e.field ?? 'form', e.message])));
      setNotice({ tone: 'danger', text: 'Článek se nepodařilo uložit, opravte označená pole.' });
    }
  };

  const del = async () => {
    if (!article || !window.confirm('Opravdu článek smazat?')) return;
    const { data } = await remove({ variables: { id: article.id } });
    if (data?.deleteArticle.ok) navigate('/obsah/clanky');
    else setNotice({ tone: 'danger', text: data?.deleteArticle.errors[0]?.message ?? 'Článek se nepodařilo smazat.' });
  };

  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    error: errors[name] ?? null,
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });

  return (
    <form className="admin-card" onSubmit={(e) => void submit(e)} aria-labelledby="article-heading" noValidate>
      <h1 id="article-heading">{article ? `Článek: ${article.title}` : 'Nový článek'}</h1>
      {url ? (
        <p>
          Na e-shopu: <a href={url}>{url}</a>
        </p>
      ) : null}
      <Select label="Druh" options={Object.entries(ARTICLE_KIND_LABELS).map(([value, label]) => ({ value, label }))} {...field('type')} />
      <Input label="Nadpis" {...field('title')} />
      <Input label="Adresa (slug)" hint="Malá písmena bez diakritiky, číslice a pomlčky, např. jak-na-skvrny." {...field('alias')} />
      <Input label="Kategorie" {...field('category')} />
      <Textarea label="Perex" {...field('teaserText')} />
      <Input label="Obrázek (cesta)" hint="Např. /images/articles/jarni-uklid.webp" {...field('teaserImage')} />
      <Input label="Pořadí" inputMode="numeric" {...field('position')} />
      <RichTextEditor label="Text článku" value={draft.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} />
      {errors.body ? (
        <p className="field__error" role="alert">
          {errors.body}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={saving.loading}>
        Uložit článek
      </Button>{' '}
      {article ? (
        <Button variant="danger" onClick={() => void del()}>
          Smazat článek
        </Button>
      ) : null}
      {notice ? (
        <Alert tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
    </form>
  );
}

function ExistingArticle({ id }: { id: string }) {
  const { data, error, loading } = useAdminArticleQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  if (error) return <Alert tone="danger">{error.message}</Alert>;
  if (!data && loading) return <p role="status">Načítám…</p>;
  if (!data?.article) {
    return (
      <>
        <h1>Článek nenalezen</h1>
        <Link to="/obsah/clanky">← Zpět na články</Link>
      </>
    );
  }
  return <ArticleForm article={data.article} />;
}

function ArticleRoute() {
  const { id = 'novy' } = useParams();
  return (
    <>
      <p>
        <Link to="/obsah/clanky">← Zpět na články</Link>
      </p>
      {id === 'novy' ? <ArticleForm key="novy" article={null} /> : <ExistingArticle key={id} id={id} />}
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['content']}>
      <ArticleRoute />
    </RequireRole>
  );
}
