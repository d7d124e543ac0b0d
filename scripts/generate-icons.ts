/**
 * Writes src/generated/icons.svg, the sprite of the site's icon set: one <symbol> per name that page documents may
 * use (schemas/common.schema.json) and per icon of the interface itself (`InterfaceIcon` in src/ui/Icon.tsx), drawn
 * from lucide. Pages reference the symbols, so no icon is JavaScript.
 * With --check it writes nothing and fails when the file is out of date.
 */
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ArrowRight, Award, BarChart3, Bell, Bot, Brain, Briefcase, Building2, Calculator, Calendar, CalendarCheck,
  CalendarDays, Camera, Car, Check, CheckCircle2, ChevronDown, ChevronRight, Clock, Cookie, Dumbbell, ExternalLink,
  FileText, Globe, GraduationCap, Hammer, Headphones, Heart, Home, Hotel, Info, Laptop, Leaf, Lock, Mail, MapPin,
  Menu, MessageSquare, Moon, Music, PawPrint, Phone, PhoneCall, PhoneForwarded, PhoneIncoming, PhoneMissed, Plug,
  Quote, RefreshCw, Rocket, Scissors, Settings, Shield, ShieldCheck, ShoppingBag, Smile, Sparkles, Star, Stethoscope,
  Target, TrendingUp, User, Users, UtensilsCrossed, Wrench, X, Zap, type LucideIcon,
} from 'lucide-react';
import type { Icon as IconName } from '../src/generated/schema-types';
import type { InterfaceIcon } from '../src/ui/Icon';
import { iconId } from '../src/ui/iconId';
import { writeGenerated } from './generatedFile';


const icons: Record<IconName, LucideIcon> = {
  phone: Phone,
  'phone-incoming': PhoneIncoming,
  'phone-forwarded': PhoneForwarded,
  'phone-missed': PhoneMissed,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  clock: Clock,
  moon: Moon,
  'bar-chart': BarChart3,
  plug: Plug,
  shield: Shield,
  'shield-check': ShieldCheck,
  lock: Lock,
  award: Award,
  globe: Globe,
  users: Users,
  user: User,
  message: MessageSquare,
  mail: Mail,
  'map-pin': MapPin,
  zap: Zap,
  heart: Heart,
  sparkles: Sparkles,
  'trending-up': TrendingUp,
  check: Check,
  star: Star,
  headphones: Headphones,
  bell: Bell,
  brain: Brain,
  settings: Settings,
  building: Building2,
  briefcase: Briefcase,
  home: Home,
  wrench: Wrench,
  scissors: Scissors,
  stethoscope: Stethoscope,
  utensils: UtensilsCrossed,
  car: Car,
  'graduation-cap': GraduationCap,
  dumbbell: Dumbbell,
  camera: Camera,
  paw: PawPrint,
  hotel: Hotel,
  'shopping-bag': ShoppingBag,
  hammer: Hammer,
  leaf: Leaf,
  music: Music,
  calculator: Calculator,
  laptop: Laptop,
  'file-text': FileText,
  rocket: Rocket,
  smile: Smile,
  target: Target,
  refresh: RefreshCw,
};

const interfaceIcons: Record<InterfaceIcon, LucideIcon> = {
  info: Info,
  menu: Menu,
  close: X,
  'chevron-right': ChevronRight,
  'chevron-down': ChevronDown,
  cookie: Cookie,
  'calendar-days': CalendarDays,
  'check-circle': CheckCircle2,
  'arrow-right': ArrowRight,
  quote: Quote,
  'external-link': ExternalLink,
  bot: Bot,
  'phone-call': PhoneCall,
};

function symbol(name: string, icon: LucideIcon): string {
  const inner = renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>|<\/svg>$/g, '');
  return `<symbol id="${iconId(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
}

const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${Object.entries({ ...icons, ...interfaceIcons })
  .map(([name, icon]) => symbol(name, icon))
  .join('\n')}\n</svg>\n`;

writeGenerated(join(import.meta.dirname, '..'), 'src/generated/icons.svg', sprite, 'the icon set in scripts/generate-icons.ts');
