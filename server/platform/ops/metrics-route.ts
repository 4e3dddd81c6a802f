import 'server-only';
import { metricsAnswer } from './metrics';

export const GET = (req: Request) => metricsAnswer(req);
