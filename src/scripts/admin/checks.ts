// Every field of the editor checks what the staff type by the content model's rules, with the build's words, before
// anything is saved (src/model/editor-checks.ts): each of Decap's widgets named in the editor's settings is given an
// isValid (Decap's way for a widget to refuse a value), a group and a list check their rules across their fields,
// a field is checked as soon as it is left, a place in a list is chosen among the folder's other entries, a typed
// date shows its weekday, and a text that makes a claim the dentists' Code of Ethics rules out has a note under it.
import { dateMessages, calendarDate } from '@/model/fields';
import { empty, problemsAt, type Settings } from '@/model/editor-checks';
import { placeBetween, placeTaken } from '@/model/places';
import { claimsIn } from '@/model/claims';
import { cms, h, type Control, type FieldError, type FieldProps, type Immutable } from './decap';

const plain = (value: unknown) =>
  value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value;
const settingsOf = (props: FieldProps) => props.field.toJS() as Settings & Record<string, unknown>;

// Decap tells the staff at the top of the screen that a publish was refused only for its "required" errors (its type
// PRESENCE): the model's refusals take that type, so that each is announced there too.
const refusal = (message: string): FieldError => ({ type: 'PRESENCE', message: `${message}.` });

/** Decap's control of a field, given the model's check of its value and checked when the field is left. */
function checked(base: Control): Control {
  return class Checked extends base {
    override isValid = () => {
      const problems = problemsAt(settingsOf(this.props), plain(this.props.value));
      return problems.length ? { error: refusal(problems.join('. ')) } : true;
    };
    /**
     * Decap's groups and lists check each field inside them through this, where the control has one. A field needed
     * with its group is not asked for by Decap: empty, its group says whether it is needed (a photo's descriptions
     * are, once the photo is chosen).
     */
    override validate = () => {
      const { field, forID, onValidateObject, value } = this.props;
      if (field.get('needed_with_group') && empty(plain(value))) onValidateObject?.(forID, []);
      else this.props.validate();
    };
    override componentDidUpdate(previous: FieldProps) {
      super.componentDidUpdate?.(previous);
      // As Decap checks a field with a pattern: on leaving it, when something is typed.
      if (previous.hasActiveStyle && !this.props.hasActiveStyle && !empty(plain(this.props.value))) this.validate();
    }
  };
}

/** A group's or a list's control: the fields inside are checked by their own, then the rules across them. */
function checkedGroup(base: Control): Control {
  return class CheckedGroup extends base {
    constructor(props: FieldProps) {
      super(props);
      const inside = this.validate!;
      this.validate = () => {
        inside();
        const problems = problemsAt(settingsOf(this.props), plain(this.props.value));
        this.props.onValidateObject?.(this.props.forID, problems.map(refusal));
      };
    }
  };
}

/** Another entry of the folder, as the choice of a place names it. */
interface Neighbour {
  slug: string;
  name: string;
  order: number;
}
const FIRST = '';

/**
 * A place in a page's list, chosen as the page shows it: "First" or "After …" one of the folder's other entries, read
 * as Decap's relation widget reads a folder's entries. The choice writes a number between the neighbours' (a new entry
 * comes last until moved), so no other file changes; a place another entry has is refused, naming it.
 */
function place(base: Control): Control {
  return class Place extends base {
    others?: Neighbour[];
    override componentDidMount() {
      super.componentDidMount?.();
      const { collection, entry, field, forID, query } = this.props;
      const named = String(field.get('place_named_by'));
      const nameOf = (data: Record<string, unknown>) =>
        String(named.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data));
      void query(forID, String(collection.get('name')), [named], '').then(({ payload }) => {
        this.others = (payload?.hits ?? [])
          .filter((hit) => hit.slug !== entry.get('slug') && typeof hit.data.order === 'number')
          .map((hit) => ({ slug: hit.slug, name: nameOf(hit.data), order: hit.data.order as number }))
          .sort((a, b) => a.order - b.order);
        if (typeof this.props.value !== 'number') this.props.onChange(placeBetween(this.others.at(-1)?.order));
        this.forceUpdate();
      });
    }
    constructor(props: FieldProps) {
      super(props);
      // The field's own check first.
      const own = this.isValid;
      this.isValid = () => {
        const checked = own?.() ?? true;
        if (checked !== true) return checked;
        const { value, field } = this.props;
        const other = this.others?.find((o) => o.order === value);
        return other ? { error: refusal(`${String(field.get('label'))}: ${placeTaken(other.name)}`) } : true;
      };
    }
    override render() {
      const { forID, value, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props;
      const others = this.others ?? [];
      const after = others.filter((o) => typeof value === 'number' && o.order < value).at(-1);
      const choose = (event: { target: { value: string } }) => {
        const i = others.findIndex((o) => o.slug === event.target.value);
        onChange(placeBetween(others[i]?.order, others[i + 1]?.order));
      };
      return h(
        'select',
        {
          id: forID,
          className: classNameWrapper,
          value: after?.slug ?? FIRST,
          disabled: !this.others,
          onChange: choose,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        },
        h('option', { value: FIRST }, 'First'),
        ...others.map((o) => h('option', { key: o.slug, value: o.slug }, `After ${o.name}`)),
      );
    }
  };
}

/** A date typed as the clinic writes it, with the weekday of what is typed beside it: "Tuesday 31 August 2027". */
function calendarDay(base: Control): Control {
  const shown = new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return class CalendarDate extends base {
    override render() {
      const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const typed = typeof value === 'string' ? value.trim() : '';
      const read = calendarDate.safeParse(typed);
      // What the typed date is, as soon as it is one; nothing while it is being typed.
      const day = read.success ? shown.format(new Date(`${read.data}T00:00:00Z`)) : '';
      const notADay = !read.success && read.error.issues[0]?.message === dateMessages.notADay(typed);
      return h(
        'div',
        null,
        h('input', {
          ref: (el: HTMLInputElement | null) => (this._el = el),
          type: 'text',
          id: forID,
          className: classNameWrapper,
          value: typeof value === 'string' ? value : '',
          inputMode: 'numeric',
          autoComplete: 'off',
          'aria-describedby': `${forID}-day`,
          onChange: this.handleChange,
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
        h('p', { id: `${forID}-day`, className: 'calendar-day', 'aria-live': 'polite' }, notADay ? '' : day),
      );
    }
  };
}

/**
 * A text the staff write, with a note under it for each claim the Code of Ethics rules out ("best", "painless", "free
 * check-up"), in the words the build lists it: a note, not a refusal, so the clinic decides. Read with the field.
 */
function noted(base: Control): Control {
  return class Noted extends base {
    override render() {
      const { forID, value } = this.props;
      const notes = typeof value === 'string' ? claimsIn(value) : [];
      return h(
        'div',
        null,
        super.render(),
        h(
          'div',
          { id: `${forID}-claims`, className: 'claim-notes', 'aria-live': 'polite' },
          ...notes.map((finding) => h('p', { key: finding.words }, finding.note)),
        ),
      );
    }
    override componentDidMount() {
      super.componentDidMount?.();
      const { forID } = this.props;
      document.getElementById(forID)?.setAttribute('aria-describedby', `${forID}-claims`);
    }
  };
}

const widgets: [name: string, from: string, make: (base: Control) => Control][] = [
  ['string', 'string', (base) => noted(checked(base))],
  ['text', 'text', (base) => noted(checked(base))],
  // A guide's text, in Decap's Markdown editor.
  ['markdown', 'markdown', (base) => noted(checked(base))],
  ['boolean', 'boolean', checked],
  ['select', 'select', checked],
  ['image', 'image', checked],
  ['relation', 'relation', checked],
  ['object', 'object', checkedGroup],
  ['list', 'list', checkedGroup],
  ['number', 'number', checked],
  // A place in a page's list, chosen among the folder's other entries.
  ['page-place', 'number', (base) => place(checked(base))],
  ['calendar-date', 'string', (base) => calendarDay(checked(base))],
  // Decap's own colour picker, with the model's rule (a colour too light for white text is refused).
  ['brand-colour', 'color', checked],
];
// Each made from Decap's own widget, read before any is replaced ("calendar-date" from Decap's "string", not ours).
const decapWidgets = new Map(widgets.map(([, from]) => [from, cms.getWidget(from)]));
for (const [name, from, make] of widgets) {
  const widget = decapWidgets.get(from);
  if (widget) cms.registerWidget(name, make(widget.control), widget.preview, widget.schema);
}
