import { TodoManagementPage } from '@client/features/todos/components/todo-management-page';

export default TodoManagementPage;
