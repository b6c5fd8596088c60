/**
 * Opens a new tab inside the click (a tab opened after the call returns would be blocked) and
 * sends it to the link `create` answers; the shop's page gets no way back into the back office.
 * False when the browser blocked the tab; a refusal closes the tab and is thrown to the caller.
 */
export async function previewInNewTab(create: () => Promise<{ url: string }>): Promise<boolean> {
  const tab = window.open('', '_blank');
  if (!tab) return false;
  tab.opener = null;
  try {
    tab.location.href = (await create()).url;
    return true;
  } catch (error) {
    tab.close();
    throw error;
  }
}
