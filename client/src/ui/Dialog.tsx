import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "../i18n";
import styled from "styled-components";

const Native = styled.dialog`
  border: 0;
  padding: 0;
  border-radius: ${(p) => p.theme.radius.lg};
  width: min(880px, calc(100vw - 1.5rem));
  max-height: calc(100vh - 2rem);
  box-shadow: 0 40px 80px rgba(0, 0, 0, 0.35);
  background: #fff;
  color: ${(p) => p.theme.color.ink};
  &::backdrop {
    background: rgba(30, 10, 16, 0.65);
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 1rem 1.25rem;
    border-bottom: 1px solid ${(p) => p.theme.color.line};
  }
  .head h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  .body {
    padding: 1.25rem;
    overflow: auto;
    max-height: calc(100vh - 8rem);
  }
  .x {
    min-width: 44px;
    min-height: 44px;
    border-radius: 50%;
    border: 0;
    background: ${(p) => p.theme.color.sand};
    cursor: pointer;
    font-size: 1.4rem;
    line-height: 1;
  }
`;

/** A real modal dialog (native <dialog>): focus is trapped, Escape closes, focus returns to the opener. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  closeLabel?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  // Its own id: a dialog may open over another (the owner's override reason over a booking's View).
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      if (typeof el.showModal === "function") el.showModal();
      else el.setAttribute("open", "");
    } else if (!open && el.open) {
      if (typeof el.close === "function") el.close();
      else el.removeAttribute("open");
    }
  }, [open]);
  return (
    <Native
      ref={ref}
      aria-labelledby={titleId}
      // React passes a dialog's close and cancel (Escape) on to the dialogs around it, though the browser does
      // not: only this dialog's own may close it (the owner's override reason opens over a booking's View).
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="x" aria-label={closeLabel ?? t("common.close")} onClick={onClose}>
              ×
            </button>
          </div>
          <div className="body">{children}</div>
        </>
      )}
    </Native>
  );
}
