// The specification links the domain manager as /domain-manager too: the same screen as /domains.
export { default } from './domains';
