// The list buttons of a generated form (add, move up, move down, copy, remove) as words in the
// studio's language: rjsf's own draw a Bootstrap glyph the portal has no font for, which left
// empty pills a person had to hover to read. Being words, they sit in a row under their item
// (rjsf's item puts them in a narrow column beside it, too narrow at phone width).
import { getTemplate, getUiOptions, TranslatableString, type ArrayFieldItemTemplateProps, type IconButtonProps } from '@rjsf/utils';

function wordButton(text: TranslatableString, modifier = '') {
  return function WordButton({ registry, className, icon: _icon, iconType: _iconType, uiSchema: _uiSchema, ...button }: IconButtonProps) {
    const word = registry.translateString(text);
    return <button type="button" {...button} title={word} className={`studio-form__button${modifier} ${className ?? ''}`}>{word}</button>;
  };
}

export const studioButtons = {
  AddButton: wordButton(TranslatableString.AddItemButton),
  CopyButton: wordButton(TranslatableString.CopyButton),
  MoveDownButton: wordButton(TranslatableString.MoveDownButton),
  MoveUpButton: wordButton(TranslatableString.MoveUpButton),
  RemoveButton: wordButton(TranslatableString.RemoveButton, ' studio-form__button--remove'),
};

export function StudioArrayItemTemplate({ children, className, buttonsProps, hasToolbar, registry, uiSchema }: ArrayFieldItemTemplateProps) {
  const Buttons = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  return (
    <div className={`${className ?? ''} studio-form__item`}>
      {children}
      {hasToolbar ? <div className="studio-form__item-tools"><Buttons {...buttonsProps} /></div> : null}
    </div>
  );
}
