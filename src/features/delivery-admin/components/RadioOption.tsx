interface Props {
  id: string;
  /** The radio group's name. */
  name: string;
  label: string;
  checked: boolean;
  onChoose(): void;
  className?: string;
}

/** One choice of a radio group, with its label. */
export function RadioOption({ id, name, label, checked, onChoose, className = 'form-check' }: Props) {
  return (
    <div className={className}>
      <input className="form-check-input" type="radio" id={id} name={name} checked={checked} onChange={onChoose} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
