import { OrdersInbox } from "@/features/admin-orders/orders-inbox";

export default function AdminOrders() {
  return <OrdersInbox />;
}
