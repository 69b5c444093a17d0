"""The browsers the tests drive (install.py: which and how to install; drivers.py: one small driver over each) and the rooms' private network."""
