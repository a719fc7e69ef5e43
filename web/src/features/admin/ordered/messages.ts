// Texts of drag-and-drop ordering, in one place.
export const orderedMessages = {
  orderSaved: 'Order updated',
  orderFailed: 'Failed to update order',
  handleLabel: (name: string) => `Drag to reorder ${name}`,
  hint: 'Drag the handle, or focus it and press Space, the arrow keys, then Space, to reorder.',
  orderLabel: 'Order',
  orderDescription: 'Whole number; lower comes first',
} as const;
