/**
 * The admin component that draws a short hasMany select as a group of checkboxes (components/admin/CheckboxGroup).
 * The stored value is unchanged: the select's array of option values.
 */
export const CHECKBOX_GROUP = '/components/admin/CheckboxGroup#CheckboxGroup';
