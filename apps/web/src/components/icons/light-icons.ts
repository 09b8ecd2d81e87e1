import { createElement, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string>][];

/**
 * The icons of the first download (landing page, public header and footer, loading screen) as
 * plain SVG, drawn as Lucide draws them (ISC licence): lucide-react's own icon factory alone is
 * 1.5 KB of the landing page's 110 KB budget. Every other screen uses lucide-react.
 */
function lightIcon(node: IconNode) {
  return function LightIcon(props: SVGProps<SVGSVGElement>) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': true,
        ...props,
      },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  };
}

export const Trophy = lightIcon([['path',{d:'M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2'}],['path',{d:'M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2'}],['path',{d:'M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3'}],['path',{d:'M4 22h16'}],['path',{d:'M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z'}],['path',{d:'M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3'}]]);
export const Users = lightIcon([['path',{d:'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'}],['path',{d:'M16 3.128a4 4 0 0 1 0 7.744'}],['path',{d:'M22 21v-2a4 4 0 0 0-3-3.87'}],['circle',{cx:'9',cy:'7',r:'4'}]]);
export const LayoutGrid = lightIcon([['rect',{width:'7',height:'7',x:'3',y:'3',rx:'1'}],['rect',{width:'7',height:'7',x:'14',y:'3',rx:'1'}],['rect',{width:'7',height:'7',x:'14',y:'14',rx:'1'}],['rect',{width:'7',height:'7',x:'3',y:'14',rx:'1'}]]);
export const ListChecks = lightIcon([['path',{d:'M13 5h8'}],['path',{d:'M13 12h8'}],['path',{d:'M13 19h8'}],['path',{d:'m3 17 2 2 4-4'}],['path',{d:'m3 7 2 2 4-4'}]]);
export const Coins = lightIcon([['path',{d:'M13.744 17.736a6 6 0 1 1-7.48-7.48'}],['path',{d:'M15 6h1v4'}],['path',{d:'m6.134 14.768.866-.5 2 3.464'}],['circle',{cx:'16',cy:'8',r:'6'}]]);
export const Gift = lightIcon([['path',{d:'M12 7v14'}],['path',{d:'M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8'}],['path',{d:'M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5'}],['rect',{x:'3',y:'7',width:'18',height:'4',rx:'1'}]]);
export const Camera = lightIcon([['path',{d:'M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z'}],['circle',{cx:'12',cy:'13',r:'3'}]]);
export const Mail = lightIcon([['path',{d:'m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7'}],['rect',{x:'2',y:'4',width:'20',height:'16',rx:'2'}]]);
export const MessageCircle = lightIcon([['path',{d:'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719'}]]);
export const Languages = lightIcon([['path',{d:'m5 8 6 6'}],['path',{d:'m4 14 6-6 2-3'}],['path',{d:'M2 5h12'}],['path',{d:'M7 2h1'}],['path',{d:'m22 22-5-10-5 10'}],['path',{d:'M14 18h6'}]]);
export const Check = lightIcon([['path',{d:'M20 6 9 17l-5-5'}]]);
export const LoaderCircle = lightIcon([['path',{d:'M21 12a9 9 0 1 1-6.219-8.56'}]]);
export const Menu = lightIcon([['path',{d:'M4 5h16'}],['path',{d:'M4 12h16'}],['path',{d:'M4 19h16'}]]);
export const RefreshCw = lightIcon([['path',{d:'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8'}],['path',{d:'M21 3v5h-5'}],['path',{d:'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16'}],['path',{d:'M8 16H3v5'}]]);
