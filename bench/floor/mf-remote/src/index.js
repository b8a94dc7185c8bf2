// A remote served alone has nothing to mount; it only exposes './Page'.
export {};
