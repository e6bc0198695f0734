/** The URL recorded when an enquiry starts: the page URL with the element's route in its hash. */
export function enquiryUrl(pageHref: string, route: string): string {
  try {
    const url = new URL(pageHref);
    url.hash = route;
    return url.href;
  } catch {
    return pageHref;
  }
}
