import { useCallback } from 'react';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useDispatch, useSelector } from 'react-redux';
import { ToastItem } from './ToastItem';
import { dismissToast, toastSlice, type ToastMessage } from './toastSlice';
import './Toast.css';

interface ToastRootState {
  [toastSlice.reducerPath]: { items: ToastMessage[] };
}

/** Renders the open toasts top-right, newest on top. */
export function ToastHost() {
  const items = useSelector((state: ToastRootState) => state[toastSlice.reducerPath].items);
  const dispatch = useDispatch();
  const onDismiss = useCallback((id: string) => dispatch(dismissToast(id)), [dispatch]);
  return (
    <ToastContainer position="top-end" className="p-3 app-toast-container" containerPosition="fixed">
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ToastContainer>
  );
}
