/** The cart screens' empty state: why there is nothing to show, and the one way on. */
export default function CartEmpty({
  message,
  href,
  action,
}: {
  message: string;
  href: string;
  action: string;
}) {
  return (
    <div className="cart__empty">
      <p>{message}</p>
      <a className="btn" href={href}>
        {action}
      </a>
    </div>
  );
}
