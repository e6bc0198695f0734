// The demo host page's own script: it stands in for the maker's Vue/AEM page and
// logs what it hears from the element (its events) and from other windows.
const log = document.getElementById('host-log');

function record(direction, name, detail) {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString('en-AU')} ${direction} ${name} ${JSON.stringify(detail ?? null)}`;
  log.prepend(item);
  while (log.children.length > 200) log.lastElementChild.remove();
}

for (const name of ['bp-route-change']) {
  document.addEventListener(name, (event) => record('event', name, event.detail));
}

window.addEventListener('message', (event) => {
  const type = event.data && typeof event.data === 'object' ? event.data.type : undefined;
  record('message in', typeof type === 'string' ? type : '(untyped)', event.data);
});
