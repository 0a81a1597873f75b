/** The partner's named links (LINKS of the partner config). */
export type LinkMap = Record<string, string>;

/** A link by its name in the partner's `contact.links` (LINKS of the partner config), or a route of the portal itself. */
export interface NamedLink {
  label: string;
  link: string;
  /** A portal route (e.g. /motor-insurance/request-policy-document): shown whatever the partner's links. */
  route?: string;
}

/** A link to a journey of the portal that needs no lead (Request Policy Document). */
export interface RouteLink {
  label: string;
  route: string;
}

export interface LandingAction {
  id: string;
  label: string;
  /** Value the action puts into the lead form's option field (checked by the form's enum). */
  selectedOption: string;
  navigate: string;
}

/** A menu entry: a partner link, a column list of links (Products), or a jump to the lead form. */
export type MenuItem = { label: string; link: string } | { label: string; columns: NamedLink[][] } | { label: string; anchor: string } | RouteLink;

/** The landing step's `options` in journeys/landing.json. */
export interface LandingOptions {
  leadOperation: string;
  /** Field of the lead form that receives the pressed action's selectedOption. */
  optionField: string;
  /** Navigation state passed to the action's journey: key -> source (form.<field>, response.<key>). */
  navigationState: Record<string, string>;
  actions: LandingAction[];
  /** Links under the lead form's buttons: journeys a customer starts without a lead. */
  moreActions: RouteLink[];
  menu: MenuItem[];
  social: string[];
  explainerAction: string;
  reasonsAction: string;
  footer: { quickLinks: NamedLink[]; customerService: NamedLink[]; products: NamedLink[] };
  stores: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const links = (value: unknown): NamedLink[] =>
  Array.isArray(value)
    ? value.flatMap((v): NamedLink[] => {
        if (!isObject(v) || typeof v.label !== 'string') return [];
        if (typeof v.route === 'string') return [{ label: v.label, link: '', route: v.route }];
        return typeof v.link === 'string' ? [{ label: v.label, link: v.link }] : [];
      })
    : [];

export function routeLinks(value: unknown): RouteLink[] {
  return Array.isArray(value)
    ? value.filter((v): v is RouteLink => isObject(v) && typeof v.label === 'string' && typeof v.route === 'string' && v.route.startsWith('/'))
    : [];
}

function menuItem(value: unknown): MenuItem[] {
  if (!isObject(value) || typeof value.label !== 'string') return [];
  if (typeof value.route === 'string') return routeLinks([value]);
  if (typeof value.link === 'string') return [{ label: value.label, link: value.link }];
  if (typeof value.anchor === 'string') return [{ label: value.label, anchor: value.anchor }];
  if (Array.isArray(value.columns)) return [{ label: value.label, columns: value.columns.map(links) }];
  return [];
}

function action(value: unknown): LandingAction[] {
  if (!isObject(value)) return [];
  const { id, label, selectedOption, navigate } = value;
  if (typeof id !== 'string' || typeof label !== 'string' || typeof navigate !== 'string' || typeof selectedOption !== 'string') return [];
  return [{ id, label, navigate, selectedOption }];
}

/** Reads the descriptor's options; entries of the wrong shape are left out, not guessed at. */
export function landingOptions(options: unknown): LandingOptions {
  const o = isObject(options) ? options : {};
  const footer = isObject(o.footer) ? o.footer : {};
  return {
    leadOperation: typeof o.leadOperation === 'string' ? o.leadOperation : 'lead-create',
    optionField: typeof o.optionField === 'string' ? o.optionField : '',
    navigationState: isObject(o.navigationState)
      ? Object.fromEntries(Object.entries(o.navigationState).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {},
    actions: Array.isArray(o.actions) ? o.actions.flatMap(action) : [],
    moreActions: routeLinks(o.moreActions),
    menu: Array.isArray(o.menu) ? o.menu.flatMap(menuItem) : [],
    social: strings(o.social),
    explainerAction: typeof o.explainerAction === 'string' ? o.explainerAction : '',
    reasonsAction: typeof o.reasonsAction === 'string' ? o.reasonsAction : '',
    footer: { quickLinks: links(footer.quickLinks), customerService: links(footer.customerService), products: links(footer.products) },
    stores: strings(o.stores),
  };
}
