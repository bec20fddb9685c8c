import { useParams } from "react-router";
import { OrderDetail } from "@/features/admin-orders/order-detail";

export default function AdminOrder() {
  const { reference = "" } = useParams();
  return <OrderDetail key={reference} reference={reference} />;
}
