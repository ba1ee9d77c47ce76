// Stands in for react-bootstrap's NavbarOffcanvas in the app's build (scripts/vite/navbarWithoutOffcanvas.mjs).
const NavbarOffcanvas = () => {
  throw new Error('Navbar.Offcanvas is not in this build: render react-bootstrap/Offcanvas itself.');
};
export default NavbarOffcanvas;
