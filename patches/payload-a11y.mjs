// The readable source of the accessibility edits in patches/@payloadcms+ui+3.90.2.patch,
// @payloadcms+next+3.90.2.patch and @payloadcms+richtext-lexical+3.90.2.patch (docs/accessibility.md). Payload's admin
// runs the minified bundles of @payloadcms/ui and @payloadcms/richtext-lexical, so those patches edit the bundles; each
// edit below names the source file it mirrors and fails loudly when the bundle changes. An edit already made is left
// as it is, so the script runs on an install the patches were applied to. After a Payload upgrade, on a fresh install:
//   node patches/payload-a11y.mjs && npx patch-package @payloadcms/ui @payloadcms/next @payloadcms/richtext-lexical
// (@payloadcms/next's patch also carries the version comparison's row labels, a hand edit of Iterable/index.js.)
import { readFileSync, writeFileSync } from 'node:fs';

const bundle = 'node_modules/@payloadcms/ui/dist/exports/client/index.js';

/** [what, found in the bundle, replaced by] */
const edits = [
  [
    'elements/ReactSelect/ClearIndicator: a named button, no longer aria-hidden (aria-hidden-focus, button-name)',
    '...n,onKeyDown:r=>{r.key==="Enter"&&(e(),r.stopPropagation())},role:"button",tabIndex:0,',
    '...n,"aria-hidden":void 0,"aria-label":"Clear selection",onKeyDown:r=>{r.key==="Enter"&&(e(),r.stopPropagation())},role:"button",tabIndex:0,',
  ],
  [
    'elements/ReactSelect/DropdownIndicator: a pointer shortcut out of the tab order; the combobox opens with the arrow keys (aria-hidden-focus)',
    '...o,onKeyDown:n=>{n.key==="Enter"&&(n.key=" ")},type:"button",children:MT(',
    '...o,onKeyDown:n=>{n.key==="Enter"&&(n.key=" ")},tabIndex:-1,type:"button",children:MT(',
  ],
  [
    'elements/Pagination/ClickableArrow: named (button-name)',
    'lR("button",{className:r,disabled:o,onClick:o?void 0:n,type:"button",',
    'lR("button",{"aria-label":e==="left"?"Previous page":"Next page",className:r,disabled:o,onClick:o?void 0:n,type:"button",',
  ],
  [
    'elements/Popup/PopupTrigger: an icon-only trigger (the "⋮" menus) is named "More options" (button-name)',
    'l2("button",{className:c,disabled:s,onClick:u,onKeyDown:d,tabIndex:0,type:"button",children:o})',
    'l2("button",{"aria-label":(function h(x){return typeof x=="string"||typeof x=="number"?!0:Array.isArray(x)?x.some(h):!!(x&&x.props&&h(x.props.children))})(o)?void 0:"More options",className:c,disabled:s,onClick:u,onKeyDown:d,tabIndex:0,type:"button",children:o})',
  ],
  [
    'fields/Checkbox/Input: takes an aria-label from its caller instead of always an empty one (label)',
    'hu("input",{"aria-label":"","aria-labelledby":n,',
    'hu("input",{"aria-label":t["aria-label"]??"","aria-labelledby":n,',
  ],
  [
    'elements/SelectRow: the list row checkbox is named (label)',
    'd=$E(go,{checked:a,className:c.join(" "),onToggle:u})',
    'd=$E(go,{"aria-label":"Select row",checked:a,className:c.join(" "),onToggle:u})',
  ],
  [
    'elements/Collapsible: the drag handle of an array or block row is named (aria-command-name)',
    'c&&fn("div",{className:`${Vo}__drag`,...c.attributes,...c.listeners,',
    'c&&fn("div",{className:`${Vo}__drag`,...c.attributes,...c.listeners,"aria-label":"Move",',
  ],
  [
    'fields/FieldLabel: the label gets an id, so the selects below can name their input after it',
    'F3(v,{className:`field-label${m?" unstyled":""}`,htmlFor:g,',
    'F3(v,{className:`field-label${m?" unstyled":""}`,htmlFor:g,id:g?`${g}-label`:void 0,',
  ],
  [
    'fields/Select/Input: the combobox input is labelled by the field label (label)',
    'va(pt,{disabled:w,filterOption:c,id:o,',
    'va(pt,{"aria-labelledby":`field-${y.replace(/\\./g,"__")}-label`,disabled:w,filterOption:c,id:o,',
  ],
  [
    'fields/Relationship/Input: the combobox input is labelled by the field label (label)',
    'xn(pt,{backspaceRemovesValue:!(X||fe),',
    'xn(pt,{"aria-labelledby":`field-${v.replace(/\\./g,"__")}-label`,backspaceRemovesValue:!(X||fe),',
  ],
  [
    'fields/Text/Input (hasMany): the combobox input is labelled by the field label (label)',
    'ui(pt,{className:`field-${b.replace(/\\./g,"__")}`,components:{DropdownIndicator:null},',
    'ui(pt,{"aria-labelledby":`field-${b.replace(/\\./g,"__")}-label`,className:`field-${b.replace(/\\./g,"__")}`,components:{DropdownIndicator:null},',
  ],
  [
    'fields/Number/Input (hasMany): the combobox input is labelled by the field label (label)',
    'Cs(pt,{className:`field-${D.replace(/\\./g,"__")}`,disabled:h||T,',
    'Cs(pt,{"aria-labelledby":`field-${D.replace(/\\./g,"__")}-label`,className:`field-${D.replace(/\\./g,"__")}`,disabled:h||T,',
  ],
  [
    'fields/Upload/RelationshipContent: the icon-only buttons beside a chosen file are named "Edit" and "Remove" (button-name)',
    'Ci(te,{buttonStyle:"icon-label",className:`${Rs}__edit`,icon:"edit",iconStyle:"none",onClick:A}):null,r!==!1?Ci(te,{buttonStyle:"icon-label",className:`${Rs}__remove`,',
    'Ci(te,{"aria-label":F.t("general:edit"),buttonStyle:"icon-label",className:`${Rs}__edit`,icon:"edit",iconStyle:"none",onClick:A}):null,r!==!1?Ci(te,{"aria-label":F.t("general:remove"),buttonStyle:"icon-label",className:`${Rs}__remove`,',
  ],
  [
    'elements/LivePreview/Window: the preview frame is titled after the button that opens it (frame-title)',
    'Xm(pN,{className:"live-preview-iframe",id:"live-preview-iframe",',
    'Xm(pN,{className:"live-preview-iframe",id:"live-preview-iframe",title:"Live Preview",',
  ],
  [
    'elements/LivePreview/Toolbar/SizeInput: the width and height boxes are named by their axis (label)',
    'b=Voe("input",{className:Woe,min:0,name:h,',
    'b=Voe("input",{"aria-label":o==="x"?"Preview width in pixels":"Preview height in pixels",className:Woe,min:0,name:h,',
  ],
];

/** The date picker, which the bundle loads as a chunk of its own. */
const datePickerChunk = 'node_modules/@payloadcms/ui/dist/exports/client/chunk-B52EQI3B.js';
const datePickerEdits = [
  [
    'elements/DatePicker: the clear button, an icon alone, is named (button-name)',
    'ho("button",{className:`${go}__clear-button`,onClick:()=>$(null),type:"button",',
    'ho("button",{"aria-label":"Clear the date",className:`${go}__clear-button`,onClick:()=>$(null),type:"button",',
  ],
];

/** @payloadcms/richtext-lexical: its field, editor and toolbar are one chunk of the client bundle. */
const lexicalFieldChunk = 'node_modules/@payloadcms/richtext-lexical/dist/exports/client/Field-YZR46UCY.js';
const lexicalEdits = [
  [
    'lexical/ui/ContentEditable: the editor (role="textbox") is labelled by its field label, whose id FieldLabel gets above (aria-input-field-name)',
    '{getTheme:l}=c,s;if(t[0]!==o||t[1]!==n?.admin?.placeholder||t[2]!==l||t[3]!==r){let a=l();s=St(Tn,{"aria-placeholder"',
    '{getTheme:l}=c,{editDepth:d,fieldProps:f}=w(),s;if(t[0]!==o||t[1]!==n?.admin?.placeholder||t[2]!==l||t[3]!==r){let a=l();s=St(Tn,{ariaLabelledBy:f?.path?`field-${f.path.replace(/\\./g,"__")}${d>1?`-${d}`:""}-label`:void 0,"aria-placeholder"',
  ],
];

/** @payloadcms/next ships one readable file per component. */
const next = 'node_modules/@payloadcms/next/dist';
const nextEdits = {
  [`${next}/views/Version/SelectComparison/index.js`]: [
    [
      'views/Version/SelectComparison: the select is named by the "Comparing against" beside it (label)',
      '_jsx(ReactSelect, {\n      isClearable: false,',
      '_jsx(ReactSelect, {\n      "aria-label": t(\'version:comparingAgainst\'),\n      isClearable: false,',
    ],
  ],
  [`${next}/views/Dashboard/Default/ModularDashboard/DashboardStepNav.js`]: [
    [
      'views/Dashboard/Default/ModularDashboard/DashboardStepNav: the breadcrumb select is named "Dashboard", as it reads (label)',
      't0 = _jsx(ReactSelect, {\n      className: "dashboard-breadcrumb-select",',
      't0 = _jsx(ReactSelect, {\n      "aria-label": t("general:dashboard"),\n      className: "dashboard-breadcrumb-select",',
    ],
  ],
  [`${next}/elements/DocumentHeader/Tabs/index.js`]: [
    [
      'elements/DocumentHeader/Tabs: each document tab in an <li> of its own, the only child a <ul> may have (list)',
      "const baseClass = 'doc-tabs';\n",
      "const baseClass = 'doc-tabs';\n" +
        '// HCP Portal (patches/payload-a11y.mjs): each tab in an <li>, the only child a <ul> may have (axe: list).\n' +
        'const inListItem = renderTab => (tab, index) => {\n' +
        '  const rendered = renderTab(tab, index);\n' +
        '  return rendered ? _jsx("li", {\n' +
        '    className: `${baseClass}__tab`,\n' +
        '    children: rendered\n' +
        '  }, `tab-${index}`) : null;\n' +
        '};\n',
    ],
    [
      'elements/DocumentHeader/Tabs: (the map of tabs goes through inListItem)',
      'children: tabs?.map(({',
      'children: tabs?.map(inListItem(({',
    ],
    [
      'elements/DocumentHeader/Tabs: (the end of that map)',
      '}, `tab-${index}`);\n          })\n',
      '}, `tab-${index}`);\n          }))\n',
    ],
  ],
};

/** Makes each edit in `file`, where each must be found exactly once; an edit already made is left alone. */
function edit(file, fileEdits) {
  let source = readFileSync(file, 'utf8');
  let made = 0;
  for (const [what, from, to] of fileEdits) {
    if (source.split(to).length - 1 === 1) continue;
    const found = source.split(from).length - 1;
    if (found !== 1) throw new Error(`${what}: found ${String(found)} times in ${file}, expected once`);
    source = source.replace(from, () => to);
    made += 1;
  }
  writeFileSync(file, source);
  console.log(`${String(made)} of ${String(fileEdits.length)} edits made in ${file}`);
}

edit(bundle, edits);
edit(datePickerChunk, datePickerEdits);
edit(lexicalFieldChunk, lexicalEdits);
for (const [file, fileEdits] of Object.entries(nextEdits)) edit(file, fileEdits);
