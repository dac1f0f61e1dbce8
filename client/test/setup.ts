import "@testing-library/jest-dom/jest-globals";
import "../src/app/i18n";
