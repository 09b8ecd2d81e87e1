import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useLanguage } from '@/lib/language';
import { toasterHostMounted } from '@/lib/toast';

/** Spec: bottom-right (bottom-left in RTL), 5 s, at most 3 visible; notifications at the top. Game screens show theirs in a banner (lib/notice-store). */
export default function SonnerToaster() {
  const language = useLanguage();
  useEffect(() => toasterHostMounted(), []);
  return (
    <Toaster
      position={language === 'ar' ? 'bottom-left' : 'bottom-right'}
      duration={5000}
      offset={{ top: 8, right: 24, bottom: 24, left: 24 }}
      visibleToasts={3}
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      richColors
      closeButton
    />
  );
}
