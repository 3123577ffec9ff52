// The article body editor (Tiptap): imported only by the article edit page, so the editor and
// ProseMirror load with that lazy route chunk alone. The toolbar is a row of real buttons (Tab
// reaches each one, aria-pressed tells the state); the server sanitises whatever HTML it gets.
import { useEditor, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import { useEffect } from 'react';

type Tool = { label: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

const TOOLS: readonly Tool[] = [
  { label: 'Tučně', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Kurzíva', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Nadpis 2', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Nadpis 3', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Odrážky', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Číslovaný seznam', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  {
    label: 'Odkaz',
    active: (e) => e.isActive('link'),
    run: (e) => {
      const current = (e.getAttributes('link') as { href?: string }).href ?? '';
      const href = window.prompt('Adresa odkazu (prázdná odkaz odebere)', current);
      if (href === null) return;
      if (href.trim() === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
  },
];

export function RichTextEditor({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }), Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] })],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'admin-editor__content', 'data-testid': 'article-editor' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  // A different article loaded into the same page replaces the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !editor.isFocused) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="admin-editor">
      <div role="toolbar" aria-label="Formátování textu" className="admin-editor__toolbar">
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="button button--secondary button--sm"
            aria-pressed={editor ? tool.active(editor) : false}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
