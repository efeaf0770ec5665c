// What other features show of the work feature: the latest (related) case studies.
export { LatestWork } from './components/CaseStudyCards';
